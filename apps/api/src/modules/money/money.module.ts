import type { ModuleRegistration } from '../module';
import { moneyRoutes } from './money.routes';
import { createMoneySettings } from './money.settings';

/** Money settings: base currency, dated rates, tax rates, bank details and terms. */
export const moneyModule: ModuleRegistration = {
  name: 'money',
  register: (api, { handle }) => {
    moneyRoutes(api, createMoneySettings(handle.db));
    return Promise.resolve();
  },
};
