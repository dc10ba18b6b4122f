import type { ReactNode } from 'react';
import { useEmpresa } from '../../content/conteudo-do-site';

const EMAIL_COPIED_ALERT = 'Email copiado para a área de transferência!';

/** Copies the recruiting e-mail to the clipboard and confirms with the spec's alert. */
export function CopyEmailButton({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const empresa = useEmpresa();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(empresa.recruitingEmail);
    } catch {
      // Clipboard refused (insecure context): fall back to a hidden selection.
      const area = document.createElement('textarea');
      area.value = empresa.recruitingEmail;
      document.body.append(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    window.alert(EMAIL_COPIED_ALERT);
  };
  return (
    <button type="button" className={className} onClick={copy}>
      {children}
    </button>
  );
}
