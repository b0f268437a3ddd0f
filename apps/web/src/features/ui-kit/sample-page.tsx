import ComingSoon from '../placeholder/coming-soon';

/** Interim: replaced by the real screen in this session. */
export default function SamplePage() {
  return <ComingSoon title="Sample Page" />;
}
