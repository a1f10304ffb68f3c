import {
  BotRegular,
  BuildingRegular,
  CalendarLtrRegular,
  ClipboardTaskListLtrRegular,
  CommentMultipleRegular,
  DocumentMultipleRegular,
  DocumentSearchRegular,
  DocumentTextRegular,
  FolderRegular,
  HistoryRegular,
  HomeRegular,
  PeopleSettingsRegular,
  PersonCircleRegular,
  ShieldCheckmarkRegular,
  ToggleMultipleRegular,
  WrenchScrewdriverRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';

/** The icon of each sidebar and user-menu entry, by its path (contracts' menus). */
const icons: Record<string, ReactElement> = {
  '/': <HomeRegular />,
  '/contacts': <FolderRegular />,
  '/contracts': <DocumentTextRegular />,
  '/orders': <ClipboardTaskListLtrRegular />,
  '/supplier-periods': <CalendarLtrRegular />,
  '/compliance': <ShieldCheckmarkRegular />,
  '/documents': <DocumentMultipleRegular />,
  '/DocumentsUnderReview': <CommentMultipleRegular />,
  '/chatbot': <BotRegular />,
  '/admin': <PeopleSettingsRegular />,
  '/audit/documents': <DocumentSearchRegular />,
  '/dev/advanced': <HistoryRegular />,
  '/dev': <WrenchScrewdriverRegular />,
  '/account': <PersonCircleRegular />,
  '/admin/features': <ToggleMultipleRegular />,
  '/admin/tenants': <BuildingRegular />,
};

export function menuIcon(path: string): ReactElement {
  // A tenant's own page (/admin/tenants/{id}, the Developer's user menu) takes the icon of the tenants.
  const key = path.startsWith('/admin/tenants/') ? '/admin/tenants' : path;
  return icons[key] ?? <FolderRegular />;
}
