import type { FastifyRequest } from 'fastify';
import { API_BASE, STUDENT_API_PATH, STUDENT_PAGE_PATH } from '@studydesk/contract';

/** Addresses that carry a bearer token in their path: the student's page and its API. */
const TOKEN_IN_PATH = new RegExp(
  `^((?:${STUDENT_PAGE_PATH}|${API_BASE}${STUDENT_API_PATH})/)[^/?#]+`,
);

/** The URL as logged: a student link's token (a key to a student's file) replaced. */
export const redactUrl = (url: string) => url.replace(TOKEN_IN_PATH, '$1[token]');

/**
 * The request as the log shows it (Fastify's default fields) with the URL redacted: a log
 * shipped elsewhere or read by an operator must not open a student's page.
 */
export const requestForLog = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
