import type { ModuleRegistration } from '../module';
import { moneyReportRoutes } from './money.reports.routes';
import { moneyRoutes } from './money.routes';
import { createMoneySettings } from './money.settings';

/** Money settings (base currency, dated rates, tax, bank details, terms) and the reports. */
export const moneyModule: ModuleRegistration = {
  name: 'money',
  register: (api, { handle }) => {
    moneyRoutes(api, createMoneySettings(handle.db));
    moneyReportRoutes(api, handle.db);
    return Promise.resolve();
  },
};
