import type { ComponentType, CSSProperties } from 'react';
import type { ChipProps } from '@mui/material/Chip';
import { BankOutlined } from '../lib/icons/bank-outlined';
import { BookOutlined } from '../lib/icons/book-outlined';
import { CalendarOutlined } from '../lib/icons/calendar-outlined';
import { CustomerServiceOutlined } from '../lib/icons/customer-service-outlined';
import { DashboardOutlined } from '../lib/icons/dashboard-outlined';
import { DollarOutlined } from '../lib/icons/dollar-outlined';
import { EnvironmentOutlined } from '../lib/icons/environment-outlined';
import { GlobalOutlined } from '../lib/icons/global-outlined';
import { InboxOutlined } from '../lib/icons/inbox-outlined';
import { MessageOutlined } from '../lib/icons/message-outlined';
import { PhoneOutlined } from '../lib/icons/phone-outlined';
import { PictureOutlined } from '../lib/icons/picture-outlined';
import { ReadOutlined } from '../lib/icons/read-outlined';
import { ScheduleOutlined } from '../lib/icons/schedule-outlined';
import { SettingOutlined } from '../lib/icons/setting-outlined';
import { SolutionOutlined } from '../lib/icons/solution-outlined';

export type MenuIcon = ComponentType<{ style?: CSSProperties }>;

export type MenuChip = {
  label: string;
  color?: ChipProps['color'];
  variant?: ChipProps['variant'];
  size?: ChipProps['size'];
  /** text shown in the chip's avatar */
  avatar?: string;
};

export type MenuAction =
  | { type: 'function'; label: string; icon: MenuIcon; handler: () => void }
  | { type: 'link'; label: string; icon: MenuIcon; url: string; target?: boolean };

/** One entry of the side menu (spec §2). Only 'group' and 'item' are rendered. */
export type MenuEntry = {
  id: string;
  title: string;
  type: 'group' | 'item' | 'collapse';
  url?: string;
  icon?: MenuIcon;
  caption?: string;
  chip?: MenuChip;
  actions?: MenuAction[];
  disabled?: boolean;
  /** open in a new tab */
  target?: boolean;
  /** a plain link outside the app */
  external?: boolean;
  breadcrumbs?: boolean;
  children?: MenuEntry[];
};

const item = (id: string, title: string, url: string, icon: MenuIcon): MenuEntry => ({
  id,
  title,
  type: 'item',
  url,
  icon,
  breadcrumbs: false,
});

const group = (id: string, title: string, children: MenuEntry[]): MenuEntry => ({
  id,
  title,
  type: 'group',
  children,
});

/** The one menu definition. /my-team has a route but, as in the spec, no entry here. */
export const menuItems: MenuEntry[] = [
  group('group-dashboard', 'Navigation', [
    item('dashboard', 'Dashboard', '/dashboard', DashboardOutlined),
  ]),
  group('group-enquiries', 'Enquiries', [
    item('enquiries', 'Enquiries', '/enquiries', MessageOutlined),
    item('applications', 'Applications', '/applications', SolutionOutlined),
    item('commission', 'Commission', '/applications/commission', DollarOutlined),
    item('follow-up', 'Follow-up', '/follow-up', ScheduleOutlined),
    item('calendar', 'Calendar', '/calendar', CalendarOutlined),
    item('contact', 'Request Call', '/contact', PhoneOutlined),
  ]),
  group('group-colleges', 'Colleges', [
    item('colleges', 'Colleges', '/colleges', BankOutlined),
    item('intake', 'Intake', '/intake', CalendarOutlined),
    item('course', 'Courses', '/course', BookOutlined),
  ]),
  group('group-utilities', 'Utilities', [
    item('services', 'Services', '/services', CustomerServiceOutlined),
    item('blog', 'Blog', '/blog', ReadOutlined),
    item('gallery', 'Gallery', '/gallery', PictureOutlined),
  ]),
  group('group-support', 'Support', [
    item('state', 'Places', '/state', EnvironmentOutlined),
    item('country', 'Country', '/country', GlobalOutlined),
  ]),
];

/**
 * The admin group: Settings, or for a manager their offices' own settings (no more), and the
 * mail that came in and matched no enquiry, which both file by hand.
 */
const adminGroup = (label: string, url: string): MenuEntry[] => [
  group('group-admin', 'Admin', [
    item('inbox', 'Unmatched mail', '/inbox', InboxOutlined),
    item('settings', label, url, SettingOutlined),
  ]),
];

/**
 * Beyond spec §2's menu, for admins (and managers) only and in a group of its own after it: the
 * agency's settings were reachable only by typing their address.
 */
export const adminMenuItems = adminGroup('Settings', '/settings');

/**
 * The money reports and the commission claimed from colleges: admins' and managers' (the API
 * scopes both by office). Their icon is one the shell loads already: every staff route's first
 * load carries the menu.
 */
export const moneyMenuItems: MenuEntry[] = [
  group('group-money', 'Money', [
    item('money', 'Reports', '/money', DollarOutlined),
    item('claims', 'Claims', '/money/claims', DollarOutlined),
  ]),
];

/** The menu without the staff calendar: editors keep the catalogue, not sessions. */
const withoutCalendar = (entries: MenuEntry[]): MenuEntry[] =>
  entries.map((g) => ({ ...g, children: g.children?.filter((c) => c.id !== 'calendar') }));

/**
 * The menu a user sees: spec §2's as it is (with the calendar for those who hold sessions),
 * then for admins or managers the money group and the admin group.
 */
export const menuFor = (admin: boolean, manager = false, holdsSessions = true): MenuEntry[] => {
  const base = holdsSessions ? menuItems : withoutCalendar(menuItems);
  if (admin) return [...base, ...moneyMenuItems, ...adminMenuItems];
  return manager
    ? [...base, ...moneyMenuItems, ...adminGroup('Office settings', '/settings/offices')]
    : base;
};
