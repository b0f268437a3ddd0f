// Plain values of the enquiry contract, apart from its schemas: the public enquiry form imports
// these without loading zod (resources/enquiries.ts builds the schemas from them).
export const ENQUIRY_CATEGORIES = ['Graduate', 'Postgraduate', 'Diploma', 'PhD', 'Other'] as const;
export const ENQUIRIES_PATH = '/enquiries';
