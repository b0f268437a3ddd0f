import ComingSoon from '../placeholder/coming-soon';

/** Interim: replaced by the real screen in this session. */
export default function ShadowPage() {
  return <ComingSoon title="Shadow" />;
}
