import { CrudPage } from '../../components/crud-page';
import { RemoveAllButton } from '../../components/remove-all-button';
import { userCanDeleteAll } from '../../lib/permissions';
import { useRemoveAllIntakes } from './intakes-api';
import { intakeFilters, intakes } from './intakes-resource';

const removeAll = () => (
  <RemoveAllButton
    label="Delete all intakes"
    message="Every intake, those in the trash too, is deleted permanently."
    useRemoveAll={useRemoveAllIntakes}
    messages={{ done: 'All intakes deleted', failed: 'Failed to delete the intakes' }}
  />
);

/** /intake: days until each deadline; closed and past-deadline intakes marked. */
export default function IntakesPage() {
  // a bulk delete is admins' only: editors keep the rest of the list's writes
  const actions = userCanDeleteAll() ? removeAll : undefined;
  return <CrudPage resource={intakes} filters={intakeFilters} actions={actions} />;
}
