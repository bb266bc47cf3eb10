import { createHash, randomBytes } from 'node:crypto';

/** A new session or link token: 32 random bytes (256 bits), base64url, 43 characters. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** The hex SHA-256 of a token: the only form in which tokens are stored (rules 19.5, 19.10). */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
