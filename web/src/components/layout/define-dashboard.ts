import { createElement } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { DashboardSection } from '@/components/layout/dashboard-shell';

interface DashboardConfig<Id extends string, SidebarId extends Id> {
  /** The dashboard's name in the document title: "Admin Dashboard". */
  name: string;
  /** What names its sidebar navigation for assistive technology: "Admin dashboard". */
  label: string;
  /** The dashboard's URL; its first section is the one without a `section` parameter. */
  path: string;
  /** Every section a URL may name, the default first. */
  sections: readonly Id[];
  labels: Record<Id, string>;
  /** The sidebar's entries in order; a section left out is reached by links only. */
  sidebar?: readonly SidebarId[];
}

/**
 * One dashboard's sections, labels and URL handling, for DashboardShell: the current section is the URL's `section`
 * parameter (deep links, reload and Back keep it), an unknown or missing one is the first.
 */
export function defineDashboard<Id extends string, SidebarId extends Id = Id>(config: DashboardConfig<Id, SidebarId>) {
  const [home] = config.sections;
  const sidebar: readonly Id[] = config.sidebar ?? config.sections;

  function sectionFromParams(params: URLSearchParams): Id {
    const value = params.get('section');
    return config.sections.find((section) => section === value) ?? (home as Id);
  }

  /** A section's URL; `query` adds parameters that travel along (a superadmin's companyId). */
  function sectionPath(section: Id, query: Record<string, string | undefined> = {}): string {
    const params = new URLSearchParams();
    if (section !== home) params.set('section', section);
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
    const text = params.toString();
    return text ? `${config.path}?${text}` : config.path;
  }

  /** The shell's sidebar entries, each with its icon at the sidebar's size. */
  function sidebarSections(
    icons: Record<SidebarId, LucideIcon>,
    query?: Record<string, string | undefined>,
  ): DashboardSection[] {
    return sidebar.map((id) => ({
      id,
      label: config.labels[id],
      icon: createElement(icons[id as SidebarId], { size: 20, 'aria-hidden': true }),
      to: sectionPath(id, query),
    }));
  }

  /** What DashboardShell shows of the dashboard on `section`; `query` travels along as in sectionPath. */
  function shell(section: Id, query?: Record<string, string | undefined>) {
    return {
      label: config.label,
      home: sectionPath(home as Id, query),
      activeId: section,
      title: config.labels[section],
    };
  }

  /** The document title of a section's page: "Users - Admin Dashboard". */
  function pageTitle(section: Id): string {
    return `${config.labels[section]} - ${config.name}`;
  }

  return {
    sections: config.sections,
    labels: config.labels,
    sectionFromParams,
    sectionPath,
    sidebarSections,
    shell,
    pageTitle,
  };
}
