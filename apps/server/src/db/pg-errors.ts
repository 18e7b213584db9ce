// PostgreSQL errors the modules answer in their own words (a taken email, a taken coupon code).

/** PostgreSQL unique_violation (23505), wrapped by drizzle in one or more `cause`s. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isObject(current); depth++) {
    if (current.code === '23505') return true;
    current = current.cause;
  }
  return false;
}

function isObject(value: unknown): value is { code?: unknown; cause?: unknown } {
  return typeof value === 'object' && value !== null;
}
