/**
 * Trainings' personal data (server/core/dados-pessoais.ts; docs/product/treinamentos.md): who
 * attended which training is a person's data, kept 5 years after the training as the company's
 * proof (Lei 14.457/2022 art. 23 IV), and exported in "Meus dados".
 */
import type { DeclaracaoDeDadosPessoais, Titular } from '../../core/dados-pessoais.js';
import type { DadosDoGrupo } from '../../../common/schemas/dados-pessoais.js';
import { ROTULOS_DOS_TEMAS, type TemaDeTreinamento } from '../../../common/schemas/treinamentos.js';
import { treinamentosDe } from './repository.js';

async function exportarTreinamentos({
  ctx,
  usuario,
}: Titular): Promise<DadosDoGrupo<'treinamentos'>> {
  const feitos = await treinamentosDe(ctx.db, usuario.id);
  return {
    presencas: feitos.map((t) => ({
      titulo: t.titulo,
      tema: ROTULOS_DOS_TEMAS[t.tema as TemaDeTreinamento] ?? t.tema,
      data: t.data,
      carga_horaria_min: t.carga_horaria_min,
      forma: t.forma === 'codigo' ? 'código' : 'equipe',
      registrada_em: t.registrada_em,
    })),
  };
}

export const dadosPessoaisDosTreinamentos: DeclaracaoDeDadosPessoais = {
  feature: 'treinamentos',
  tabelas: [
    {
      tabela: 'treinamentos',
      tipo: 'pessoal',
      descricao: 'Os treinamentos cadastrados, com quem os cadastrou',
      colunas_pessoais: ['criado_por'],
      exportacao: { motivo: 'o treinamento é da empresa; quem o cadastrou consta na auditoria' },
      retencao: 'treinamentos',
      // erased 5 years after the training's day (`data`, "2026-11-26", before the limit's instant)
      reter: { coluna: 'data' },
      anonimizacao: {
        como: 'manter',
        motivo: 'guarda só o número da conta, que passa a se chamar "Ex-colaborador #id"',
      },
    },
    {
      tabela: 'treinamento_participantes',
      tipo: 'pessoal',
      descricao: 'Sua presença nos treinamentos (e quem a registrou)',
      colunas_pessoais: ['usuario_id', 'registrada_por'],
      exportacao: { grupo: 'treinamentos' },
      retencao: 'treinamentos',
      // with its training (foreign key, on delete cascade)
      reter: { com: 'treinamentos' },
      anonimizacao: {
        como: 'manter',
        motivo: 'prova de que a empresa treinou a pessoa (Lei 14.457/2022, art. 23, IV)',
      },
    },
    {
      tabela: 'treinamento_lembretes',
      tipo: 'pessoal',
      descricao: 'O lembrete de que seu treinamento obrigatório está perto de vencer',
      colunas_pessoais: ['usuario_id'],
      exportacao: { motivo: 'marca técnica de que o lembrete já foi enviado' },
      retencao: 'avisos_enviados',
      reter: { coluna: 'criado_em' },
      anonimizacao: { como: 'apagar' },
    },
  ],
  exportar: { treinamentos: exportarTreinamentos },
};
