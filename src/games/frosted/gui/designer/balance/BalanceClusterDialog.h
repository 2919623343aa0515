// The Balance window's Report ▸ Run on a cluster… (issue 37, docs/cluster.md): the run the setup
// panel describes, sent to a Slurm cluster as a job array by scripts/cluster/submit.sh, so that a
// hundred thousand games between hard players end up as one report — exactly the report the same
// run gives on one machine.
//
// The dialog shows the run (the mode, each seat's computer player, hard's worlds per decision,
// the games, the seed, who starts, data sets A and B) and the submit.sh command line it makes of
// it: the same simulate options `frosted-blooms-cli simulate` takes for that run (--players N or
// --solo, one --bot per seat, --iterations when a seat is hard, --games, --seed, --rotate-start,
// --data DIR for a folder A, --compare DIR for B, the built-in data's folder when B is built in).
// It asks for the number of shards (by default about 500 games a shard, 25 with a hard seat),
// an optional partition and time limit, and the job folder. Prepare runs `submit.sh
// --prepare-only` (it writes the folder: run.json, run.env, the batch scripts); Submit runs it
// without, which submits the array and the merge job — only where `sbatch` is on the PATH, the
// dialog says why not otherwise. submit.sh's output (the job ids, where the report will be) and
// its errors are shown in the dialog.
//
// submit.sh is found in $FROSTED_CLUSTER_DIR when set, else installed beside the program
// (<bin>/../share/frosted-blooms/cluster), else in the source tree (a program run from its build
// folder), as the data are (defaultDataDir). The CLI passed to it (--cli) is the
// frosted-blooms-cli next to the program; without one, submit.sh finds its own.
//
// Report ▸ Open cluster results… (BalanceWindow::openClusterResults, in BalanceClusterDialog.cpp)
// opens a job folder's report.json once the merge job wrote it, A / B included, or says how far
// the run is.
#pragma once

#include "frosted/lab/balance.h"

#include <QDialog>
#include <QProcess>
#include <QStringList>

class BalanceWindow;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

class BalanceClusterDialog : public QDialog {
    Q_OBJECT
  public:
    explicit BalanceClusterDialog(BalanceWindow* window);
    ~BalanceClusterDialog() override;

    // Reads the run from the window's setup panel again, and where submit.sh, the CLI and sbatch
    // are (each time the window shows the dialog).
    void refresh();

    // The simulate options of a run: `dataA` empty for the built-in data, `compare` empty
    // without a data set B.
    static QStringList simulateOptions(const frosted::BalanceSetup& s, const QString& dataA,
                                       const QString& compare);
    static int defaultShards(const frosted::BalanceSetup& s);
    static QString findSubmitScript(); // submit.sh's path (where it would be when missing)
    static QString findCli();          // frosted-blooms-cli next to the program, or empty

    // submit.sh's arguments for the dialog's run, with --prepare-only when `prepareOnly`.
    QStringList submitArguments(bool prepareOnly) const;
    bool prepare(); // starts submit.sh --prepare-only; false when it cannot start
    bool submit();  // starts submit.sh; false when it cannot start
    bool busy() const;
    QString jobFolder() const;

    QSpinBox* shardsBox() const { return shards_; }
    QLineEdit* partitionEdit() const { return partition_; }
    QLineEdit* timeEdit() const { return time_; }
    QLineEdit* folderEdit() const { return folder_; }
    QPushButton* prepareButton() const { return prepare_; }
    QPushButton* submitButton() const { return submit_; }
    QLabel* runLabel() const { return run_; }
    QLabel* submitNote() const { return submitNote_; }
    QLabel* resultLabel() const { return result_; }
    QPlainTextEdit* outputView() const { return output_; }

  signals:
    void finished(bool ok); // submit.sh ended (ok: exit 0)

  private:
    bool startScript(bool prepareOnly);
    void scriptEnded(int code, QProcess::ExitStatus status);
    void refreshCommand();
    void refreshButtons();
    QString describeRun() const;

    BalanceWindow* window_;
    frosted::BalanceSetup setup_;
    QString dataA_, compare_; // the folders passed as --data and --compare
    QString script_, cli_;
    bool sbatch_ = false;
    bool preparing_ = false;
    QProcess* process_ = nullptr;
    QLabel* run_;
    QSpinBox* shards_;
    QLabel* perShard_;
    QLineEdit* partition_;
    QLineEdit* time_;
    QLineEdit* folder_;
    QLabel* command_;
    QLabel* where_;
    QPushButton* prepare_;
    QPushButton* submit_;
    QLabel* submitNote_;
    QLabel* result_;
    QPlainTextEdit* output_;
};
