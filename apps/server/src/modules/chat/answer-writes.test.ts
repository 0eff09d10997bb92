import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openDb, type Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { createPgSchema, TEST_DATABASE_URL } from '../../testing/harness';
import { questionRow } from '../../testing/question-rows';
import { AnswerWrites } from './answer-writes';

/** Unanswered questions of user u_1, as the chat module stores one before its answer arrives. */
const question = (id: string) => questionRow({ id, user_id: 'u_1', answer: '', answer_status: 0 }, 1);

const databases = [
  ['SQLite', undefined],
  ['PostgreSQL', TEST_DATABASE_URL || null],
] as const;

/** Batched answer writes against a real SQLite file, and a fresh PostgreSQL schema when one is configured. */
describe.each(databases)('AnswerWrites (%s)', (name, postgresUrl) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-writes-'));
  let db: Db;
  let dropSchema = () => Promise.resolve();
  const postgres = name === 'PostgreSQL';
  const answers = async () =>
    Object.fromEntries(
      (await db.kysely.selectFrom('questions').select(['id', 'answer', 'answer_status']).orderBy('id').execute()).map((r) => [
        r.id,
        [r.answer, r.answer_status],
      ]),
    );

  beforeAll(async () => {
    if (postgresUrl === null) return;
    const schema = postgresUrl ? await createPgSchema(postgresUrl) : null;
    if (schema) dropSchema = schema.drop;
    db = openDb({ databaseUrl: schema?.databaseUrl, sqlitePath: path.join(dir, 'app.db') });
    await migrateToLatest(db);
    await db.kysely
      .insertInto('users')
      .values({
        id: 'u_1',
        phone: '13900000000',
        nickname: 'u',
        avatar: '',
        password_hash: null,
        roles: '[]',
        permissions: '[]',
        created_at: 1,
      })
      .execute();
    await db.kysely.insertInto('questions').values(['q_a', 'q_b', 'q_c'].map(question)).execute();
  });
  afterAll(async () => {
    await db?.close();
    await dropSchema();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const it = postgresUrl === null ? test.skip : test;

  it('commits the writes of one tick together (SQLite: one transaction; PostgreSQL: one statement per set of columns), merging those to the same question', async () => {
    const writes = new AnswerWrites(db, pino({ level: 'silent' }));
    const transaction = vi.spyOn(db.kysely, 'transaction');
    await Promise.all([
      writes.update('q_a', { answer: '一', updated_at: 2 }),
      writes.update('q_b', { answer: '二', updated_at: 2 }),
      writes.update('q_a', { answer_status: 1, updated_at: 3 }),
    ]);
    expect(transaction).toHaveBeenCalledTimes(postgres ? 0 : 1);
    transaction.mockRestore();
    expect(await answers()).toMatchObject({ q_a: ['一', 1], q_b: ['二', 0] });
  });

  it('commits a lone write by itself, without a transaction around it', async () => {
    const writes = new AnswerWrites(db, pino({ level: 'silent' }));
    const transaction = vi.spyOn(db.kysely, 'transaction');
    await writes.update('q_b', { answer: '单独', updated_at: 3 });
    expect(transaction).not.toHaveBeenCalled();
    transaction.mockRestore();
    expect((await answers()).q_b).toEqual(['单独', 0]);
  });

  it('keeps the order of writes to one question across batches', async () => {
    const writes = new AnswerWrites(db, pino({ level: 'silent' }));
    const first = writes.update('q_c', { answer: '旧', updated_at: 4 });
    // Issued while the first batch is still waiting: it lands in the next batch, after it.
    await new Promise((r) => setImmediate(r));
    const second = writes.update('q_c', { answer: '新', updated_at: 5 });
    await Promise.all([first, second]);
    expect((await answers()).q_c).toEqual(['新', 0]);
  });

  it('with an owner, writes only answers still outputting under that owner, and says which it could not', async () => {
    await db.kysely
      .insertInto('questions')
      .values([
        { ...question('q_own'), owner_id: 'i_me' },
        { ...question('q_taken'), owner_id: 'i_me', answer: '旧', answer_status: 2 },
        { ...question('q_peer'), owner_id: 'i_peer' },
      ])
      .execute();
    const writes = new AnswerWrites(db, pino({ level: 'silent' }), { owner: 'i_me', whenHeld: () => Promise.resolve() });
    const statements = vi.spyOn(db.kysely, 'executeQuery');
    const owned = await Promise.all(
      ['q_own', 'q_taken', 'q_peer'].map((id) => writes.update(id, { answer: '新', answer_status: 1, updated_at: 7 })),
    );
    // PostgreSQL: the three writes set the same columns, so they go in one fenced statement.
    if (postgres) expect(statements).toHaveBeenCalledTimes(1);
    statements.mockRestore();
    expect(owned).toEqual([true, false, false]);
    expect(await answers()).toMatchObject({ q_own: ['新', 1], q_taken: ['旧', 2], q_peer: ['', 0] });
  });

  it('with an owner whose lease is in doubt, sends nothing until it holds again', async () => {
    await db.kysely
      .insertInto('questions')
      .values({ ...question('q_wait'), owner_id: 'i_me' })
      .execute();
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const writes = new AnswerWrites(db, pino({ level: 'silent' }), { owner: 'i_me', whenHeld: () => held });
    const write = writes.update('q_wait', { answer: '等', updated_at: 8 });
    await new Promise((r) => setTimeout(r, 50));
    expect((await answers()).q_wait).toEqual(['', 0]);
    release();
    expect(await write).toBe(true);
    expect((await answers()).q_wait).toEqual(['等', 0]);
  });

  it('when a batch fails, writes the rest one by one and rejects only the bad write', async () => {
    const writes = new AnswerWrites(db, pino({ level: 'silent' }));
    const results = await Promise.allSettled([
      writes.update('q_a', { answer: '好的', updated_at: 6 }),
      writes.update('q_b', { answer: null as unknown as string, updated_at: 6 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(await answers()).toMatchObject({ q_a: ['好的', 1], q_b: ['单独', 0] });
  });
});
