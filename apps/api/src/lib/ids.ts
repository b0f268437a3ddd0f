import { randomBytes, randomUUID, createHash } from 'node:crypto';

export const newId = (): string => randomUUID();
export const now = (): string => new Date().toISOString();
export const newToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
