import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { LockOutlined } from '../lib/icons/lock-outlined';
import type { PermissionResource } from '@studydesk/contract';
import { useDocumentTitle } from '../lib/use-document-title';
import { userCan } from '../lib/permissions';
import { PageHeader } from './page-header';
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

/** A list screen: its title in the tab, and its content only for roles that may read it. */
export function ReadablePage(props: {
  title: string;
  permission: PermissionResource;
  children: ReactNode;
}) {
  useDocumentTitle(props.title);
  if (userCan(props.permission, 'read')) return <>{props.children}</>;
  return (
    <Stack spacing={2.5}>
      <PageHeader title={props.title} />
      <NoAccess />
    </Stack>
  );
}
