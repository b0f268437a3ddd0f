import { intakesApi } from '../intakes/intakes-api';

/** The intake of the list's `intake` filter (the dashboard's deadline list links here), named. */
export function IntakeName({ id }: { id: string }) {
  const { data } = intakesApi.useGetQuery(id);
  return (
    <>{data ? `${data.collegeName ?? 'College'} ${data.intakeMonth} ${data.intakeYear}` : '…'}</>
  );
}
