import { CrudPage } from '../../components/crud-page';
import { userCan } from '../../lib/permissions';
import { ImportButton } from '../imports/import-button';
import { collegeFilters, colleges } from './colleges-resource';
import { useCommissionMenu } from './use-commission-menu';

/** /colleges (editors import a spreadsheet of them); an admin sets a college's commission rule from its "⋮" menu. */
export default function CollegesPage() {
  const commission = useCommissionMenu();
  return (
    <>
      <CrudPage
        resource={colleges}
        filters={collegeFilters}
        rowMenu={commission.menu}
        actions={() => userCan('colleges', 'write') && <ImportButton to="/colleges/import" />}
      />
      {commission.dialog}
    </>
  );
}
