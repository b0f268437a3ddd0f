import { MessageCard } from '../placeholder/message-card';

type Props = { title: string; what: string };

/** A public screen that is not built yet: clearly labelled, nothing made up. */
export function PublicPlaceholder({ title, what }: Props) {
  return (
    <MessageCard title={title} action={{ label: 'Back to sign in', to: '/login' }}>
      Coming soon: {what} will be available here shortly.
    </MessageCard>
  );
}
