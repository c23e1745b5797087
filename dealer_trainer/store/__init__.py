"""The store: progress, settings, exams and results on disk. No Qt.

- :mod:`.paths`: the data and config folders (``--data-dir``, environment, platformdirs);
- :mod:`.db`: :class:`~.db.Store`, the SQLite progress database (implements the quiz's
  ``History``), exam attempts and imported result files;
- :mod:`.notices`: what to tell the user (:class:`~.notices.Notice`) and the errors
  (:class:`~.notices.StoreError`);
- :mod:`.settings`: the settings file;
- :mod:`.progress`: accuracy, time, days, weakest skills and streaks for the charts;
- :mod:`.exams`: time allowed and scoring against pass marks;
- :mod:`.results`: CSV exports and the checksummed result file;
- :mod:`.instructor`: importing result files, the class table, per-question statistics;
- :mod:`.report`: an exam result as the PDF report prints it;
- :mod:`.cli`: ``dealer-trainer results``.

Kept light: importing this package imports none of them.
"""
