import '../../app/strict-csp';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema, RegisterSchema } from '@studydesk/contract';

// Loaded with a public form's first use (see lazyResolver): zod stays off the first load.
export const loginResolver = zodResolver(LoginBodySchema);
export const registerResolver = zodResolver(RegisterSchema);
