import ComingSoon from '../placeholder/coming-soon';

/** Interim: replaced by the real screen in this session. */
export default function MyTeamPage() {
  return <ComingSoon title="My Team" />;
}
