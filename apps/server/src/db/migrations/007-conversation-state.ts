import type { Kysely } from 'kysely';

/**
 * The assistant's conversation state (current need, items shown, last flight search), stored
 * with the question whose answer produced it. The next turn of the same conversation reads the
 * latest one, so a restart or another instance continues the same conversation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('conversation_state', 'text').execute();
}
