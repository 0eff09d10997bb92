import { z } from 'zod';
import { productIdSchema, wishItemSchema } from './cards';
import { optionalBody } from './envelope';

/** The wish list (spec section 2, `/wish`): products the user waits on, with a target price. */
export const WISH_ENDPOINTS = {
  list: '/api/v2/wish/list',
  add: '/api/v2/wish/add',
  update: '/api/v2/wish/update',
  remove: '/api/v2/wish/remove',
} as const;

const priceSchema = z.number({ error: '目标价应为数字' }).positive({ error: '目标价应大于 0' }).max(10_000_000);

export const wishListBodySchema = optionalBody(z.object({}));
export const wishListSchema = z.object({ list: z.array(wishItemSchema) });
export const wishAddBodySchema = z.object({ product_id: productIdSchema, target_price: priceSchema.nullable().optional() });
export const wishUpdateBodySchema = z.object({ product_id: productIdSchema, target_price: priceSchema.nullable() });
export const wishRemoveBodySchema = z.object({ product_id: productIdSchema });
export const removedSchema = z.object({ removed: z.boolean() });
