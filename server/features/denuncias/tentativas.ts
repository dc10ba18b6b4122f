/**
 * Wrong keys (docs/product/denuncias.md, "Acompanhamento"): after 5 within 15 minutes for one
 * protocol from one origin, that protocol answers 429 to that origin for 15 minutes, even to the
 * right key. Counted for protocols that do not exist too, so the lock says nothing about which
 * exist.
 *
 * Per protocol AND origin, so that someone who knows a protocol (staff see them all) cannot keep
 * its reporter out by mistyping from elsewhere; and in this process's memory only, under a key
 * that lives and dies with it, so that no table, backup or other instance ever holds a protocol
 * beside anything derived from an address. A 16-digit key is about 2^53 guesses, each an argon2id
 * verification: no count of origins brings a guess within reach (docs/decisions/028-anonimato-por-construcao.md).
 */
import crypto from 'node:crypto';

const FALHAS_ATE_BLOQUEIO = 5;
const JANELA_MS = 15 * 60_000;
const BLOQUEIO_MS = 15 * 60_000;
const LIMPEZA_MS = 60_000;

interface Contagem {
  falhas: number;
  janelaFim: number;
  bloqueadoAte: number;
}

export class Tentativas {
  private readonly contagens = new Map<string, Contagem>();
  private readonly segredo = crypto.randomBytes(32);
  private limpoEm = 0;

  private chave(protocolo: string, origem: string): string {
    return crypto
      .createHmac('sha256', this.segredo)
      .update(`${protocolo}\u0000${origem}`)
      .digest('base64url');
  }

  /** Seconds left on the lock of this protocol for this origin, or 0. */
  bloqueioRestante(protocolo: string, origem: string, agora: number): number {
    const c = this.contagens.get(this.chave(protocolo, origem));
    return c && c.bloqueadoAte > agora ? Math.ceil((c.bloqueadoAte - agora) / 1000) : 0;
  }

  /** Counts a wrong key; the fifth within the window locks. */
  registrarFalha(protocolo: string, origem: string, agora: number): void {
    this.limpar(agora);
    const chave = this.chave(protocolo, origem);
    let c = this.contagens.get(chave);
    // a window that ended, or a lock that ran out, starts the count again
    if (
      !c ||
      (c.bloqueadoAte === 0 && c.janelaFim <= agora) ||
      (c.bloqueadoAte && c.bloqueadoAte <= agora)
    ) {
      c = { falhas: 0, janelaFim: agora + JANELA_MS, bloqueadoAte: 0 };
      this.contagens.set(chave, c);
    }
    c.falhas++;
    if (c.falhas >= FALHAS_ATE_BLOQUEIO && c.bloqueadoAte === 0)
      c.bloqueadoAte = agora + BLOQUEIO_MS;
  }

  private limpar(agora: number): void {
    if (agora - this.limpoEm < LIMPEZA_MS) return;
    this.limpoEm = agora;
    for (const [k, c] of this.contagens) {
      if (c.bloqueadoAte <= agora && c.janelaFim <= agora) this.contagens.delete(k);
    }
  }
}
