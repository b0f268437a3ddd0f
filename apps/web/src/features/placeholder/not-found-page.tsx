import { MessageCard } from './message-card';

/** Any unknown address. */
export default function NotFoundPage() {
  return (
    <MessageCard title="Page not found" action={{ label: 'Go to dashboard', to: '/dashboard' }}>
      The page you asked for does not exist or has moved. Check the address, or head back to the
      dashboard.
    </MessageCard>
  );
}
