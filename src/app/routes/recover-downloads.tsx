import { PageMeta } from '@/components/layout/page-meta';
import { RECOVERY_TEXTS, RecoveryForm } from '@/features/orders/components/recovery-form';

export default function RecoverDownloadsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <PageMeta
        title={RECOVERY_TEXTS.heading}
        description="Get the download links of your kits again."
        noindex
      />
      <h1 className="font-heading text-3xl font-bold text-ink md:text-4xl">{RECOVERY_TEXTS.heading}</h1>
      <p className="mt-3 mb-8 text-lg text-ink-muted">{RECOVERY_TEXTS.lead}</p>
      <RecoveryForm />
    </div>
  );
}
