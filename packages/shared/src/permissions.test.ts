import { describe, expect, it } from 'vitest';
import { canAccess, hasCapability } from './permissions.ts';

describe('permission rule', () => {
  it('gives the Administrator role every capability', () => {
    expect(hasCapability({ roles: ['Administrator'], caps: [] }, 'billing')).toBe(true);
  });

  it('gives every capability to **', () => {
    expect(hasCapability({ roles: [], caps: ['**'] }, 'billing')).toBe(true);
  });

  it('accepts any alternative separated by a vertical bar', () => {
    const principal = { roles: [], caps: ['contacts'] };
    expect(hasCapability(principal, 'services|contacts')).toBe(true);
    expect(hasCapability(principal, 'services|billing')).toBe(false);
  });

  it('needs both when an item names a capability and a role', () => {
    const principal = { roles: ['Assistant'], caps: ['contacts'] };
    expect(canAccess(principal, { cap: 'contacts', role: 'Assistant' })).toBe(true);
    expect(canAccess(principal, { cap: 'contacts', role: 'Manager' })).toBe(false);
    expect(canAccess(principal, { cap: 'billing', role: 'Assistant' })).toBe(false);
    expect(canAccess(principal, { role: 'Manager|Assistant' })).toBe(true);
  });

  it('allows a route without requirements', () => {
    expect(canAccess({ roles: [], caps: [] }, {})).toBe(true);
  });
});
