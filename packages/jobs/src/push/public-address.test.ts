import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    ['142.250.185.74', true],
    ['2a00:1450:4001:82b::200a', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.10', false],
    ['169.254.169.254', false],
    ['100.100.100.200', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00:ec2::254', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:142.250.185.74', true],
    ['not-an-address', false],
  ])('%s → %s', (address, isPublic) => {
    expect(isPublicAddress(address)).toBe(isPublic);
  });
});
