import type { ModuleRegistration } from '../module';
import { enquiryMailHook } from './enquiry-hook';
import { setMailBase } from './links';

/** Mail that follows what happens: links built on the public address, mail after an enquiry. */
export const autoMailModule: ModuleRegistration = {
  name: 'auto-mail',
  register(_api, { config, enquiries }) {
    setMailBase(config.publicBaseUrl ?? `http://localhost:${config.port}`);
    enquiries.insertHooks.register(enquiryMailHook());
  },
};
