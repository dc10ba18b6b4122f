import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { resumoOuvidoriaAoVivo } from './get-resumo-ouvidoria';

describe("the Ouvidoria summary's handlers of the live stream", () => {
  it('read the summary again on a case event and when the count awaiting acknowledgement changes', () => {
    const client = new QueryClient();
    const invalidar = vi.spyOn(client, 'invalidateQueries');
    const tratar = resumoOuvidoriaAoVivo(client);
    const contadores = (n: number) =>
      tratar.contadores!({ denuncias: { aguardando_confirmacao: n } });

    contadores(2); // the first count, sent on connect: nothing to compare with
    contadores(2);
    expect(invalidar).not.toHaveBeenCalled();
    contadores(3);
    expect(invalidar).toHaveBeenCalledTimes(1);
    tratar.denuncia!({ denuncia_id: 4 });
    expect(invalidar).toHaveBeenCalledTimes(2);
    expect(invalidar).toHaveBeenLastCalledWith({ queryKey: ['denuncias', 'resumo'] });
  });
});
