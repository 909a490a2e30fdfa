import { describe, expect, it } from 'vitest';
import * as deliveries from '../../shared/contracts/deliveries/endpoints';
import * as pi from '../../shared/contracts/physical-inventory/endpoints';
import * as profile from '../../shared/contracts/profile/endpoints';
import { can } from './can';

describe('can', () => {
  it('answers from the contract access and the grants the server checks', () => {
    const operator = ['SD/VL02N', 'IM/MI01'];
    expect(can(deliveries.postGoodsIssue, operator)).toBe(true);
    expect(can(deliveries.reverseGoodsIssue, operator)).toBe(false);
    expect(can(deliveries.reverseGoodsIssue, [...operator, 'IM/MBST'])).toBe(true);
    expect(can(pi.requestPiRecount, operator)).toBe(true);
    expect(can(pi.postPiDifferences, operator)).toBe(false);
    expect(can(pi.postPiDifferences, ['IM/MI07'])).toBe(true);
  });

  it('lets every signed-in user call signed-in endpoints', () => {
    expect(can(profile.updateProfile, [])).toBe(true);
  });
});
