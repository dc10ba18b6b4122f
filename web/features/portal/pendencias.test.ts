import { describe, expect, it } from 'vitest';
import type { SolicitacaoNaFila } from '../../../common/schemas/solicitacoes-privacidade';
import { contarPendencias } from './api/get-pendencias-privacidade';
import { oQueAguarda } from './pendencias';

const DIA = 24 * 60 * 60 * 1000;
const agora = Date.parse('2026-11-28T12:00:00Z');
const pedido = (over: Partial<SolicitacaoNaFila>): SolicitacaoNaFila => ({
  id: 1,
  tipo: 'outro',
  texto: 't',
  status: 'recebida',
  criado_em: new Date(agora).toISOString(),
  prazo: new Date(agora + 15 * DIA).toISOString(),
  resposta: null,
  respondida_em: null,
  origem: 'conta',
  protocolo: null,
  nome: null,
  email: null,
  login: null,
  complemento: null,
  verificacao: 'conta',
  entrega: null,
  atendida: false,
  atrasada: false,
  ...over,
});

describe('what waits on the portal home', () => {
  it('counts open privacy requests, those within 3 days of their deadline, and late ones', () => {
    const fila = [
      pedido({}),
      pedido({ prazo: new Date(agora + 3 * DIA).toISOString() }),
      pedido({ prazo: new Date(agora + 3 * DIA + 60_000).toISOString() }),
      pedido({ prazo: new Date(agora - DIA).toISOString(), atrasada: true }),
      pedido({ status: 'concluida', atendida: true, prazo: new Date(agora - DIA).toISOString() }),
    ];
    expect(contarPendencias(fila, agora)).toEqual({ abertas: 4, perto_do_prazo: 1, atrasadas: 1 });
  });

  it('says each group in words, nothing before the counts arrive, and nothing for what is in order', () => {
    expect(oQueAguarda({ contadores: null, ouvidoria: null, privacidade: null })).toEqual({
      meuDia: null,
      equipes: null,
    });
    expect(
      oQueAguarda({
        contadores: {
          atendimentos: { novos: 1, em_risco: 2, atrasados: 0 },
          meus_atendimentos: { respondidos: 1 },
        },
        ouvidoria: { aguardando_confirmacao: 0, atrasadas: 0, perto_do_prazo: 1 },
        privacidade: { abertas: 2, perto_do_prazo: 1, atrasadas: 1 },
        treinamentos: { vencidos: 3, a_vencer: 1 },
      }),
    ).toEqual({
      meuDia: ['Suporte: 1 resposta nova'],
      equipes: [
        'Suporte: 1 novo · 2 em risco',
        'Ouvidoria: 1 perto do prazo',
        'Privacidade: 2 em aberto · 1 vence em até 3 dias · 1 atrasada',
        'Treinamentos: 3 vencidos · 1 a vencer',
      ],
    });
  });
});
