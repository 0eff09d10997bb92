import { z } from 'zod';
import { optionalBody } from './envelope';

/** Shopping habits (spec section 2, `/habits`): categories, brands, budgets and malls the user prefers. */
export const HABITS_ENDPOINTS = {
  get: '/api/v2/habits/get',
  update: '/api/v2/habits/update',
  remove: '/api/v2/habits/delete',
} as const;

export const HABIT_FIELDS = ['categories', 'brands', 'budget', 'malls'] as const;
export type HabitField = (typeof HABIT_FIELDS)[number];
const habitFieldSchema = z.enum(HABIT_FIELDS, { error: '偏好类型应为 categories、brands、budget 或 malls' });
const habitValueSchema = z.string().trim().min(1, { error: '偏好不能为空' }).max(32, { error: '每项偏好最多 32 字' });
export const habitsSchema = z.object({
  categories: z.array(z.string()),
  brands: z.array(z.string()),
  budget: z.array(z.string()),
  malls: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type Habits = z.infer<typeof habitsSchema>;
export const habitsGetBodySchema = optionalBody(z.object({}));
export const habitsUpdateBodySchema = z.object({
  field: habitFieldSchema,
  values: z.array(habitValueSchema).max(20, { error: '每类偏好最多 20 项' }),
});
export const habitsDeleteBodySchema = z.object({ field: habitFieldSchema, value: habitValueSchema.optional() });
