import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * True when the request's `authorization` header is `Bearer <token>` with the configured operator
 * token. Both sides are hashed to SHA-256 and compared with timingSafeEqual, so the time taken
 * tells nothing about the token (not even its length). No token configured: always false.
 */
export const isOperator = (authorization: string | undefined, operatorToken: string | null): boolean => {
  if (operatorToken === null || authorization === undefined) return false;
  const match = /^Bearer (\S+)$/.exec(authorization.trim());
  const given = match?.[1];
  if (given === undefined) return false;
  return timingSafeEqual(digest(given), digest(operatorToken));
};
