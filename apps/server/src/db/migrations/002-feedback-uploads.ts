import type { Kysely } from 'kysely';

/**
 * Answer feedback (report labels and reports), uploaded media, and per-user/global settings.
 * Labels and the first suggestion list are seeded here so a fresh install has them without an
 * operator step; their ids are fixed because clients cache the label list per session.
 */

export const SEED_LABEL_GROUPS: Array<{ id: number; name: string; labels: Array<{ id: number; name: string }> }> = [
  {
    id: 1,
    name: '内容问题',
    labels: [
      { id: 101, name: '信息不准确' },
      { id: 102, name: '推荐不相关' },
      { id: 103, name: '价格有误' },
      { id: 104, name: '回答不完整' },
      { id: 105, name: '商品链接失效' },
    ],
  },
  {
    id: 2,
    name: '体验问题',
    labels: [
      { id: 201, name: '回答太慢' },
      { id: 202, name: '格式混乱' },
      { id: 203, name: '没听懂我的问题' },
    ],
  },
  {
    id: 3,
    name: '安全问题',
    labels: [
      { id: 301, name: '含有不当内容' },
      { id: 302, name: '涉及隐私' },
      { id: 303, name: '虚假宣传' },
    ],
  },
];

export const SEED_SUGGESTIONS = [
  '推荐一款2000元以内的降噪耳机',
  '学生党用的轻薄本',
  '下周五北京飞上海的机票',
  '适合送女朋友的生日礼物，500左右',
  '小米15和iPhone 16哪个好',
  '帮我看看这个价格划算吗',
  '3000元左右拍照好的手机',
  '给爸妈买什么按摩仪比较好',
  '扫地机器人怎么选',
  '夏天适合油皮的防晒霜',
  '租房用的小冰箱推荐',
  '跑步鞋入门款推荐',
  '宝宝第一辆推车怎么挑',
  '618有哪些值得买的家电',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback_label_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('feedback_labels')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('group_id', 'integer', (c) => c.notNull().references('feedback_label_groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('session_id', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('label_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_question').on('feedback').column('question_id').execute();
  await db.schema.createIndex('feedback_user_created').on('feedback').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('duration', 'double precision')
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user_created').on('uploads').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('global_config')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('update_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_auth_status')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform', 'integer', (c) => c.notNull())
    .addColumn('authorized', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_auth_status_pk', ['user_id', 'platform'])
    .execute();

  // The seed rows use the migration's own table shapes, hence the untyped builder.
  const seed = db as Kysely<Record<string, Record<string, unknown>>>;
  await seed
    .insertInto('feedback_label_groups')
    .values(SEED_LABEL_GROUPS.map((g, i) => ({ id: g.id, name: g.name, sort: i })))
    .execute();
  await seed
    .insertInto('feedback_labels')
    .values(SEED_LABEL_GROUPS.flatMap((g) => g.labels.map((l, i) => ({ id: l.id, group_id: g.id, name: l.name, sort: i }))))
    .execute();
  await seed
    .insertInto('global_config')
    .values({ key: 'guess', value: JSON.stringify(SEED_SUGGESTIONS), update_at: Date.now() })
    .execute();
}
