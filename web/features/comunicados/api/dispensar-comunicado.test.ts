import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MeuComunicado } from '../../../../common/schemas/comunicados';
import { aposDispensar } from './dispensar-comunicado';
import { meusComunicadosKey } from './get-meus-comunicados';

const comunicado = (id: number): MeuComunicado => ({
  id,
  titulo: `Comunicado ${id}`,
  texto: 'texto',
  criado_em: '2026-12-01T10:00:00.000Z',
});
const esperar = () => new Promise((r) => setTimeout(r, 0));

describe("a dismissed notice stays dismissed on the person's screen", () => {
  it('a read of the list that left before the dismissal was kept does not bring it back', async () => {
    const client = new QueryClient();
    // the server's answers, given by hand in the order the test chooses
    const leituras: ((lista: MeuComunicado[]) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: meusComunicadosKey,
      queryFn: () => new Promise<MeuComunicado[]>((responder) => leituras.push(responder)),
      retry: false,
    });
    const parar = observer.subscribe(() => undefined);
    const ids = () => client.getQueryData<MeuComunicado[]>(meusComunicadosKey)?.map((c) => c.id);
    await esperar();
    leituras[0]!([comunicado(1), comunicado(2)]);
    await esperar();
    expect(ids()).toEqual([1, 2]);

    // declaring the code of conduct reads the person's data again: that read leaves now
    void client.invalidateQueries({ queryKey: ['me'] });
    await esperar();
    expect(leituras).toHaveLength(2);
    // meanwhile notice 1 is dismissed and the server keeps it
    const novaLeitura = aposDispensar(client, 1);
    expect(ids()).toEqual([2]);
    // the read that left before the dismissal lands, still with notice 1
    leituras[1]!([comunicado(1), comunicado(2)]);
    await esperar();
    expect(ids()).toEqual([2]);
    // the read that left after it lands without it
    expect(leituras).toHaveLength(3);
    leituras[2]!([comunicado(2)]);
    await novaLeitura;
    expect(ids()).toEqual([2]);
    parar();
  });
});
