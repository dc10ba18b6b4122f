/**
 * This device's push subscription (docs/product/avisos.md): asked for only when the person taps
 * "Ativar notificações", never on load. The subscription's id on the server is kept beside it, so
 * "Desativar neste aparelho" removes both.
 */
import { apagarInscricaoPush, getChavePush, inscreverPush } from './api/inscrever-push';

export type EstadoDoPush = 'indisponivel' | 'bloqueado' | 'desligado' | 'ligado';

const CHAVE_LOCAL = 'portal.push.inscricao';

export function pushDisponivel(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registro(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

export async function estadoDoPush(): Promise<EstadoDoPush> {
  if (!pushDisponivel()) return 'indisponivel';
  if (Notification.permission === 'denied') return 'bloqueado';
  // the service worker registers after the page paints: none yet means no subscription yet
  const reg = await registro();
  const inscricao = (await reg?.pushManager.getSubscription()) ?? null;
  return inscricao && Notification.permission === 'granted' ? 'ligado' : 'desligado';
}

/** base64url → the bytes `applicationServerKey` takes */
function bytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** From a tap: the browser's permission, then its subscription, then the server's record. */
export async function ativarPush(): Promise<EstadoDoPush> {
  if (!pushDisponivel()) return 'indisponivel';
  const permissao = await Notification.requestPermission();
  if (permissao === 'denied') return 'bloqueado';
  if (permissao !== 'granted') return 'desligado';
  const reg = await navigator.serviceWorker.ready;
  const { chave_publica } = await getChavePush();
  let inscricao = await reg.pushManager.getSubscription();
  if (inscricao) {
    // made with another key (the server's keys changed): a new one is needed
    const atual = inscricao.options.applicationServerKey;
    const nova = bytes(chave_publica);
    if (!atual || !igual(new Uint8Array(atual), nova)) {
      await inscricao.unsubscribe();
      inscricao = null;
    }
  }
  inscricao ??= await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: bytes(chave_publica),
  });
  const { id } = await inscreverPush(inscricao.toJSON() as Parameters<typeof inscreverPush>[0]);
  localStorage.setItem(CHAVE_LOCAL, String(id));
  return 'ligado';
}

export async function desativarPush(): Promise<EstadoDoPush> {
  const id = Number(localStorage.getItem(CHAVE_LOCAL));
  localStorage.removeItem(CHAVE_LOCAL);
  const reg = await registro();
  await (await reg?.pushManager.getSubscription())?.unsubscribe();
  // a subscription already gone on the server is no error here
  if (id) await apagarInscricaoPush(id).catch(() => undefined);
  return estadoDoPush();
}

function igual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * The browser (or the phone's system, for the browser) refused notifications: Chrome answers
 * `subscribe` with NotAllowedError when the permission is off, even after the page's own prompt.
 * Not a connection problem: the person is told how to allow them again.
 */
export function recusadoPeloNavegador(err: unknown): boolean {
  if (err instanceof DOMException && err.name === 'NotAllowedError') return true;
  return pushDisponivel() && Notification.permission === 'denied';
}

/** What went wrong when turning notices on, for a failure other than the browser's refusal. */
export function falhaAoAtivar(err: unknown): string {
  // an ApiError (web/lib/api-client.ts), known by its status: this module is on every page (Sair),
  // and the API client is not
  if (err instanceof Error && typeof (err as { status?: unknown }).status === 'number') {
    return (err as Error & { status: number }).status === 0
      ? 'Não foi possível ativar as notificações agora. Verifique a conexão e tente de novo.'
      : err.message;
  }
  return 'O navegador não conseguiu ativar as notificações agora. Tente de novo em instantes.';
}

/** "Sair" ends this device's notices: a shared phone does not keep getting the last person's. */
export const pushNoAparelho = {
  apagar: async () => {
    if (pushDisponivel()) await desativarPush();
  },
};
