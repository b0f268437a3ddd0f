import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { MoneySettings } from '@studydesk/contract';
import { NoAccess } from '../../components/no-access';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { userCan } from '../../lib/permissions';
import { LazyInvoicingCard } from './lazy-parts';
import { useMoneySettingsQuery } from './money-settings-api';
import { NumbersCard } from './numbers-card';
import { RatesCard } from './rates-card';
import { TaxRatesCard } from './tax-rates-card';

const TITLE = 'Money';

function MoneySettingsView({ settings }: { settings: MoneySettings }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <LazyInvoicingCard settings={settings} />
      <Stack spacing={2.5}>
        <RatesCard base={settings.baseCurrency} />
        <TaxRatesCard rates={settings.taxRates} />
        <NumbersCard next={settings.nextNumbers} />
      </Stack>
    </Box>
  );
}

/** /settings/money (admins): base currency and dated rates, tax, numbering, what invoices print. */
export default function MoneySettingsPage() {
  useDocumentTitle(TITLE);
  const admin = userCan('money', 'write');
  const settings = useMoneySettingsQuery(undefined, { skip: !admin });
  return (
    <Stack spacing={2.5}>
      <PageHeader title={TITLE} />
      {admin ? (
        <QueryState
          query={settings}
          fallback="Could not load the money settings"
          loadingLabel="Loading the money settings"
        >
          {(s) => <MoneySettingsView settings={s} />}
        </QueryState>
      ) : (
        <NoAccess />
      )}
    </Stack>
  );
}
