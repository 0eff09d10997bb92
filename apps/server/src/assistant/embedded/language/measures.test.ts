import { describe, expect, it } from 'vitest';
import { catalogVocabulary as vocabulary } from '#server/testing/catalog-vocabulary';
import { measuresIn } from './measures';

describe('measuresIn: capacity in ten-thousands (decision 055)', () => {
  it.each([
    ['充电宝 2万毫安以上', 20000, 'min'],
    ['至少1.5万毫安的充电宝', 15000, 'min'],
    ['两万毫安以下的充电宝 能带上飞机', 20000, 'max'],
    ['充电宝 20000毫安以上', 20000, 'min'],
    ['1万mah左右的充电宝', 10000, 'about'],
  ])('%s → %d %s', (q, amount, op) =>
    expect(measuresIn(q, vocabulary, ['power-banks'])).toEqual([expect.objectContaining({ kind: '电量', amount, op })]),
  );
});
