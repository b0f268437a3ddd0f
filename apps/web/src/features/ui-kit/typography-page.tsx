import ComingSoon from '../placeholder/coming-soon';

/** Interim: replaced by the real screen in this session. */
export default function TypographyPage() {
  return <ComingSoon title="Typography" />;
}
