import ComingSoon from '../placeholder/coming-soon';

/** Interim: replaced by the real screen in this session. */
export default function ColorPage() {
  return <ComingSoon title="Color" />;
}
