import type { Role, UserStatus } from '@studydesk/contract';

/** Timestamps are ISO-8601 UTC strings on both dialects, so they sort and compare alike. */
type Meta = { id: string; createdAt: string; updatedAt: string };

export type UserRow = Meta & {
  fname: string;
  lname: string;
  email: string;
  mobile: string | null;
  passwordHash: string;
  userType: Role;
  status: UserStatus;
  image: string | null;
  lastLogin: string | null;
};

export type SessionRow = {
  id: string;
  tokenHash: string;
  userId: string;
  expiresAt: string;
  createdAt: string;
  lastSeenAt: string;
};

export type LoginFailureRow = { id: string; email: string; ip: string; createdAt: string };

export type ServiceRow = Meta & { title: string };

export type Database = {
  users: UserRow;
  sessions: SessionRow;
  login_failures: LoginFailureRow;
  services: ServiceRow;
};
