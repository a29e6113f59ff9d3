import { ROLE_LABELS, type Role } from '@ideaignite/contract';
import { Briefcase, Check, Handshake, type LucideIcon, Rocket, TrendingUp } from 'lucide-react';
import { useWords } from '../../lib/i18n/words.ts';
import { staticPagesWords } from './words/index.ts';

/** What each of the four roles can do on the platform. */
export function RoleCards() {
  const m = useWords(staticPagesWords);
  const roles: Array<{ role: Role; icon: LucideIcon; summary: string; can: string[] }> = [
    {
      role: 'Hustler',
      icon: Rocket,
      summary: m.hustlerSummary,
      can: [m.hustlerPitch, m.hustlerExplore, m.hustlerIgnite, m.hustlerMessage],
    },
    {
      role: 'Investor',
      icon: TrendingUp,
      summary: m.investorSummary,
      can: [m.investorExplore, m.investorIgnites, m.investorMessage, m.investorFollow],
    },
    {
      role: 'Cofounder',
      icon: Handshake,
      summary: m.cofounderSummary,
      can: [m.cofounderShowcase, m.cofounderBrowse, m.cofounderDiscuss, m.cofounderMessage],
    },
    {
      role: 'Jobseeker',
      icon: Briefcase,
      summary: m.jobseekerSummary,
      can: [m.jobseekerProfile, m.jobseekerDiscovered, m.jobseekerTools],
    },
  ];
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {roles.map(({ role, icon: Icon, summary, can }) => (
        <li
          key={role}
          className="flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8"
        >
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="text-xl font-semibold">{ROLE_LABELS[role]}</h3>
          </div>
          <p className="mt-4 leading-relaxed text-ink-600">{summary}</p>
          <ul className="mt-5 space-y-2.5">
            {can.map((item) => (
              <li key={item} className="flex items-start gap-2.5 text-sm text-ink-800">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-leaf-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
