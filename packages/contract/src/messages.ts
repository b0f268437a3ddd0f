/** Spec §8 texts: the fallbacks shown when a failed call carries no message of its own. */
export const MESSAGES = {
  generic: 'Something went wrong. Please try again.',
  loginSuccess: 'Login successful',
  loginFailed: 'Login failed. Please try again.',
  invalidCredentials: 'Invalid email or password',
  sessionRequired: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  accountPending: 'Your account is waiting for an administrator to approve it',
  accountBlocked: 'Your account has been blocked. Please contact an administrator',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  notFound: 'Not found',
  validation: 'Please correct the highlighted fields',
  enquiries: {
    load: 'Failed to fetch enquiries',
    create: 'Failed to create enquiry',
    received: 'Thank you! Your enquiry has been received.',
    notFound: 'Enquiry not found',
  },
  followUps: {
    load: 'Failed to fetch follow-ups',
    stored: 'An error occurred',
    notFound: 'Follow-up not found',
  },
  contacts: {
    load: 'Failed to load contacts',
    received: 'Thank you! We will call you back soon.',
    notFound: 'Contact not found',
  },
  services: {
    load: 'Failed to fetch services',
    create: 'Failed to add service',
    update: 'Failed to update service',
    remove: 'Failed to delete service',
    created: 'Service added',
    updated: 'Service updated',
    removed: 'Service deleted',
  },
} as const;
