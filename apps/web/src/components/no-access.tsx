import { LockOutlined } from '@ant-design/icons';
import { EmptyState } from './empty-state';

/** What a user sees where their role may not look (the API answered, or would answer, 403). */
export function NoAccess({ message }: { message?: string }) {
  return (
    <EmptyState
      icon={<LockOutlined aria-hidden style={{ fontSize: 40, opacity: 0.55 }} />}
      title="You do not have access"
      message={message ?? 'Your role cannot see this. Ask an administrator if you need it.'}
    />
  );
}
