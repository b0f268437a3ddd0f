import { PublicPlaceholder } from './public-placeholder';

/** /register */
export default function RegisterPage() {
  return <PublicPlaceholder title="Register" what="staff registration" />;
}
