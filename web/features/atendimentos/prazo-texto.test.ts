import { describe, expect, it } from 'vitest';
import type { Atendimento } from '../../../common/schemas/atendimentos';
import type { IndicadoresSuporte } from '../../../common/schemas/atendimentos-relatorio';
import {
  duracao,
  emTempoUtil,
  encerradosTexto,
  manchete,
  prazoParaColaborador,
  prazoParaEquipe,
  quando,
} from './prazo-texto';

const brt = (s: string) => new Date(`${s.replace(' ', 'T')}:00-03:00`).toISOString();

const base: Atendimento = {
  id: 1,
  status: 'aberto',
  criado_em: brt('2026-11-25 13:40'),
  nome_usuario: 'Ana',
  avaliado: false,
  avaliacao: null,
  prioridade: 'normal',
  etapa: 'novo',
  responsavel_id: null,
  responsavel_nome: null,
  inicio_contagem: brt('2026-11-25 13:40'),
  primeira_resposta_ate: brt('2026-11-25 15:40'),
  primeira_resposta_em: null,
  primeira_resposta_minutos: null,
  resolucao_ate: brt('2026-11-26 11:10'),
  resolvido_em: null,
  resolucao_minutos: null,
  pausado: false,
  sla: 'no_prazo',
  encerrado_sem_resposta: false,
};

describe('due times as people read them (Brasília time, whatever the device)', () => {
  const agora = new Date(brt('2026-11-25 13:41'));
  it('today, tomorrow, or the weekday and date', () => {
    expect(quando(brt('2026-11-25 15:40'), agora)).toBe('hoje, 15:40');
    expect(quando(brt('2026-11-26 09:30'), agora)).toBe('amanhã, 09:30');
    expect(quando(brt('2026-11-30 09:30'), agora)).toBe('segunda-feira, 30/11, 09:30');
  });

  it('durations in hours and minutes', () => {
    expect([duracao(0), duracao(35), duracao(120), duracao(185)]).toEqual([
      'menos de 1 min',
      '35 min',
      '2 h',
      '3 h 05 min',
    ]);
  });

  it('the employee sees when the first answer is due, and when the clock starts', () => {
    expect(prazoParaColaborador(base, agora)).toEqual([
      'Primeira resposta prevista até hoje, 15:40.',
    ]);
    const sexta = {
      ...base,
      criado_em: brt('2026-11-27 19:00'),
      inicio_contagem: brt('2026-11-30 07:30'),
      primeira_resposta_ate: brt('2026-11-30 09:30'),
    };
    expect(prazoParaColaborador(sexta, new Date(brt('2026-11-27 19:01')))).toEqual([
      'Fora do horário de atendimento: o prazo começa a contar segunda-feira, 30/11, 07:30.',
      'Primeira resposta prevista até segunda-feira, 30/11, 09:30.',
    ]);
  });

  it('after the answer: how long it took, then resolution or the pause', () => {
    const respondido = { ...base, etapa: 'em_atendimento' as const, primeira_resposta_minutos: 35 };
    expect(prazoParaColaborador(respondido, agora)).toEqual([
      'Primeira resposta em 35 min úteis.',
      'Solução prevista até amanhã, 11:10.',
    ]);
    expect(
      prazoParaColaborador(
        { ...respondido, etapa: 'aguardando_colaborador', pausado: true },
        agora,
      )[1],
    ).toBe('O suporte aguarda sua resposta: o prazo de solução está pausado.');
    expect(prazoParaColaborador({ ...respondido, primeira_resposta_minutos: 0 }, agora)[0]).toBe(
      'Primeira resposta em menos de 1 min.',
    );
    expect(prazoParaEquipe(respondido, agora)).toBe('Solução até amanhã, 11:10');
    expect(prazoParaEquipe(base, agora)).toBe('Resposta até hoje, 15:40');
  });
});

describe('a ticket its owner closed before any answer', () => {
  it('reads as closed without an answer, never "Resolvido em menos de 1 min"', () => {
    const fechado: Atendimento = {
      ...base,
      status: 'fechado',
      pausado: true,
      encerrado_sem_resposta: true,
    };
    expect(prazoParaEquipe(fechado)).toBe('Encerrado pelo colaborador antes de uma resposta');
    expect(prazoParaColaborador(fechado)).toEqual([]);
  });

  it('the report\'s headline says how many were answered at all: "1 de 33 respondidos"', () => {
    const i = {
      atendimentos: 33,
      respondidos: 1,
      encerrados_sem_resposta: 24,
    } as IndicadoresSuporte;
    expect(manchete(i)).toBe('1 de 33 respondidos');
    expect(encerradosTexto(i)).toBe('24 encerrados pelo colaborador antes de uma resposta');
    expect(encerradosTexto({ ...i, encerrados_sem_resposta: 1 })).toBe(
      '1 encerrado pelo colaborador antes de uma resposta',
    );
  });
});

describe('emTempoUtil', () => {
  it('states a target in business minutes or hours, singular and plural', () => {
    expect(emTempoUtil(30)).toBe('30 minutos úteis');
    expect(emTempoUtil(60)).toBe('1 hora útil');
    expect(emTempoUtil(120)).toBe('2 horas úteis');
    expect(emTempoUtil(90)).toBe('90 minutos úteis');
  });
});
