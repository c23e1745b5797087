"""The quiz: situations worth asking, graded with a worked answer.

Imports only the standard library and :mod:`dealer_trainer.engine`. This package
file imports nothing, so ``import dealer_trainer.quiz.ids`` stays cheap; import the
modules you need:

- :mod:`~dealer_trainer.quiz.ids` -- the published ids: ``KINDS`` (17 kinds),
  ``SKILLS``, ``VARIANTS``, ``STRUCTURES``, ``PARAGRAPHS`` (both source texts).
- :mod:`~dealer_trainer.quiz.generator` -- ``Generator(seed, Settings(...))``;
  ``.question(n)`` is question ``n`` (id ``seed:<seed>:<n>``), the same on any machine.
- :mod:`~dealer_trainer.quiz.adaptive` -- ``Practice(history, trainee, seed=...)``;
  ``.next_question(now)`` from the trainee's history (Leitner boxes).
- :mod:`~dealer_trainer.quiz.packs` -- ``load_pack(path)``, ``check_pack(path)``;
  ``Pack.questions()`` (ids ``pack:<id>:<item>``), ``Pack.score(records)``.
- :mod:`~dealer_trainer.quiz.kinds` / :mod:`~dealer_trainer.quiz.floor` -- ``pose(kind,
  hand, qid=...)`` poses a question in any hand state (a replayed PHH hand, a corpus
  example); ``pose_ruling`` for chip and verbal rulings.
- :mod:`~dealer_trainer.quiz.grading` -- ``parse_part`` / ``parse_response`` read typed
  lines (``AnswerRefused`` when unreadable: not counted), ``grade`` / ``grade_text``
  return a ``Grade`` (right or wrong part by part, the answer, the worked steps, the
  rule, the venue option, the named mistake, the speed); ``record_of`` makes the
  ``AnswerRecord`` to give a :class:`~dealer_trainer.quiz.history.History`.
- :mod:`~dealer_trainer.quiz.model` -- ``Question`` (prompt, ``form``, ``answer``,
  ``working``, ``situation`` to draw the table: ``situation.hand()`` rebuilds the hand
  state, ``situation.seat`` is the player asked about; ``pile`` the chips to draw,
  ``action`` what a player did in a ruling).
- :mod:`~dealer_trainer.quiz.drill` -- the terminal drill and ``pack check``.
"""
