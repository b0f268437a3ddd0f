import { CrudPage } from '../../components/crud-page';
import { collegeFilters, colleges } from './colleges-resource';
import { useCommissionMenu } from './use-commission-menu';

/** /colleges; an admin sets a college's commission rule from its "⋮" menu. */
export default function CollegesPage() {
  const commission = useCommissionMenu();
  return (
    <>
      <CrudPage resource={colleges} filters={collegeFilters} rowMenu={commission.menu} />
      {commission.dialog}
    </>
  );
}
