// Roles and capabilities. "a|b" means either; a route needing a capability and a role needs both.
export type Principal = { roles: readonly string[]; caps: readonly string[] };
export type Requirement = { cap?: string; role?: string };

export const ADMINISTRATOR = 'Administrator';
export const ALL_CAPABILITIES = '**';

/**
 * Changing the business itself (its profile, domain, search listing, money, connections and
 * public website) needs CHANGE or UPDATE: the owner app guards those screens with it and the API
 * those writes.
 */
export const changeSettings: Requirement = { cap: 'CHANGE|UPDATE' };

export function hasCapability(principal: Principal, required: string): boolean {
  if (principal.roles.includes(ADMINISTRATOR) || principal.caps.includes(ALL_CAPABILITIES)) {
    return true;
  }
  return alternatives(required).some((cap) => principal.caps.includes(cap));
}

export function hasRole(principal: Principal, required: string): boolean {
  return alternatives(required).some((role) => principal.roles.includes(role));
}

export function canAccess(principal: Principal, requirement: Requirement): boolean {
  if (requirement.cap !== undefined && !hasCapability(principal, requirement.cap)) return false;
  if (requirement.role !== undefined && !hasRole(principal, requirement.role)) return false;
  return true;
}

function alternatives(value: string): string[] {
  return value
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
}
